"""Tables over the network: the protocol, the server that holds the only real state, its clients."""
