registerProviderFactories()
print("feed demo: \(AppComponent().feed.headline)")
