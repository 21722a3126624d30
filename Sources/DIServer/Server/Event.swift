import DIIndex
import DIProtocol

/// Everything that can make the server do work, in one closed list, so every trigger is visible here.
///
/// The reader turns bytes into `.message`, `.undecodable` and `.badFrame`; the background loader posts
/// `.workspaceLoaded`, `.diskRefreshed` and `.generatedFilesChecked`; timers post `.progressTokenTimedOut`, `.indexWaitExpired`
/// and `.rescanTimerFired`;
/// `.inputClosed` ends the loop when the client goes away without `exit`.
public enum Event: Sendable {
    /// A well-formed JSON-RPC message.
    case message(JSONRPCMessage)
    /// A frame whose body is not JSON (`parseError`) or not a JSON-RPC message (`invalidRequest`).
    case undecodable(MessageDecoder.Failure)
    /// Bytes that could not be split into a frame at all; there is no id to answer.
    case badFrame(FramingError)
    /// The first index of a workspace (by `Workspace.serial`) finished (scanned and analysed off the main loop).
    case workspaceLoaded(LoadedFiles, workspace: Int)
    /// The client has not answered the request for a progress token in time: index without progress.
    case progressTokenTimedOut
    /// The request with this id has waited for the first index as long as it may.
    case indexWaitExpired(RequestID)
    /// Time to look at the disk for changes nobody announced (a client whose watcher misses sub-folders, edits
    /// made while it was not watching): every file's size and date, off the main loop.
    case rescanTimerFired
    /// A re-read of a workspace's disk (`DiskRefresh`) finished off the main loop.
    case diskRefreshed(DiskRefreshResult, workspace: Int)
    /// A comparison of a workspace's generated files with what di-gen would write (made from the inputs of
    /// `inputsVersion`) finished off the main loop: the stale ones.
    case generatedFilesChecked([StaleGeneratedFile], workspace: Int, inputsVersion: Int)
    /// Posted by the loop to itself while a large batch of files is taken in slices: requests that arrived
    /// meanwhile are answered first, then the next slice is taken.
    case continueIntake
    /// End of input.
    case inputClosed
}
