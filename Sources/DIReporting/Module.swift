// DIReporting: under construction; see docs/ARCHITECTURE.md.
