// On disk but in no target of the project: it has no module.
struct Unlisted {}
