"""Put (placeholder until the engine lands)."""
