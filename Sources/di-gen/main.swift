print("di-gen: under construction")
