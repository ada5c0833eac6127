"""The road pieces (RULES.md R2): their lengths live in roads.json, so that
measured lengths can replace the placeholder ones without touching code."""

import json
import os

_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "roads.json")

with open(_PATH, encoding="utf-8") as _file:
    ROAD_LENGTHS = tuple(json.load(_file)["lengths"])

if len(ROAD_LENGTHS) != 15 or len(set(ROAD_LENGTHS)) != 15:
    raise ValueError("roads.json must list 15 different lengths (R2)")
