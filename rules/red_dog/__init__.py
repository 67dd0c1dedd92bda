"""Red Dog (placeholder until the engine lands)."""
