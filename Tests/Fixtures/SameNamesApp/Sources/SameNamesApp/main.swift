registerProviderFactories()
let root = RootComponent()
print(root.feed.detail.title)
print(root.search.detail.title)
