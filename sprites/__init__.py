"""Everything the table draws, rendered by code at any size and cached."""
