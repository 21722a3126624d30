// DIAnalysis: under construction; see docs/ARCHITECTURE.md.
