import DIRuntime

// The app registers the generated providers once, then creates its root.
registerProviderFactories()

let root = RootComponent()
let loggedIn = root.loggedIn(user: "ada")
let feed = loggedIn.feed
let detail = feed.detail(storyID: 7)

print("detail.title: \(detail.title)")
print("detail.session is root.session: \(detail.dependency.session === root.session)")
print("detail.imageCache is root.imageCache: \(detail.dependency.imageCache === root.imageCache)")
print("feed.store is loggedIn.store: \(feed.dependency.store === loggedIn.store)")
print("detail.store is loggedIn.store: \(detail.dependency.store === loggedIn.store)")
print("help (logged out) analytics: \(root.loggedOut.help.dependency.analytics.destination)")
print("help (logged in) analytics: \(loggedIn.help.dependency.analytics.destination)")
