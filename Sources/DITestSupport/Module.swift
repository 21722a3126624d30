// DITestSupport: under construction; see docs/ARCHITECTURE.md.
