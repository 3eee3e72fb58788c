import Foundation
import UIKit

// Usage: SceneStoreKillProbe <directory>
// Saves ever-newer generations of a synthetic scene-session store into
// <directory> until killed; see runSceneStoreSaveLoop.
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: SceneStoreKillProbe <directory>\n".utf8))
    exit(2)
}
runSceneStoreSaveLoop(directory: URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true))
