"""Kings & Creatures drawn in code: card faces, chips and their pictures."""
