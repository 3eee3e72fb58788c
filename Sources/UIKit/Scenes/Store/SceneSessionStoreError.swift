/// A failure to save the scene-session store. The message names the path and
/// the reason, and is meant to be printed as is.
package struct SceneSessionStoreError: Error, CustomStringConvertible, Sendable {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
