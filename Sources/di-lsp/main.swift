print("di-lsp: under construction")
