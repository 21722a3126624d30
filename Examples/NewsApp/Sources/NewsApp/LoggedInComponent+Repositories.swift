import DIRuntime

/// Providers may live in an extension, in another file.
extension LoggedInComponent {
    var feedRepository: FeedRepository { shared { FeedRepository() } }
}
