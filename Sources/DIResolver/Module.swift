// DIResolver: under construction; see docs/ARCHITECTURE.md.
