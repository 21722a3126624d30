// DIGenerator: under construction; see docs/ARCHITECTURE.md.
