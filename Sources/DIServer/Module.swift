// DIServer: under construction; see docs/ARCHITECTURE.md.
