registerProviderFactories()
let app = AppComponent()
print("shop: \(app.feed.headline); \(app.search.headline)")
