"""Hand calculations check.py cannot make generically (charge placements),
keyed by scenario file name without .yaml; each returns (units, events)."""
import check  # noqa: F401

WORK = {}
