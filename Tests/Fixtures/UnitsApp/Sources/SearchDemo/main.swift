registerProviderFactories()
print("search demo: \(AppComponent().search.headline)")
