"""RARS's and MARS's analysis tools without a window: instruction counts and statistics, the
data cache and branch history table simulators. They watch a machine through
`rarslite.analysis.observers`; front ends (``rarslite run --count ...``, the GUI docks) show
their numbers."""
