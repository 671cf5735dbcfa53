"""Source editing: tabs, the code editor with its gutter and error marks, highlighting."""
