"""Everything with I/O: stores, handlers, seat adapters, the local runner and the ``cosino`` command."""
