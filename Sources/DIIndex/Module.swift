// DIIndex: under construction; see docs/ARCHITECTURE.md.
