/// The version printed by `--version` and written into generated files' headers.
let toolVersion = "0.1.0"
