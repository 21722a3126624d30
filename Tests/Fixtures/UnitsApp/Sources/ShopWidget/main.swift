registerProviderFactories()
print("widget: \(AppComponent().feed.headline)")
