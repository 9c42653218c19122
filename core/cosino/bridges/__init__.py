"""Bridges to the field's tools. :mod:`.openspiel` needs the ``open_spiel`` package (a dev extra),
imported only when a bridge function runs, so the core itself stays standard library."""
