// DIFileSystem: under construction; see docs/ARCHITECTURE.md.
