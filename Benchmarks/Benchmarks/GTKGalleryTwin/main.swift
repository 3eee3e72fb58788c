import CGtkPeer
import Foundation
import GTKPeerPages

// The Gallery's GTK4 twin for the peer suite's start-up row: a Swift program that starts GTK,
// shows what the Gallery shows when it starts (`GTKGalleryPage`) in a 1366×1024 window, and
// exits as its first paint ends — where `SLATE_EXIT_AFTER_FIRST_FRAME=1` stops the Gallery.
// `--show` keeps it open, to look at.
gtk_init()
let window = GTKPeerWindow(title: "Gallery", child: GTKGalleryPage.make())
guard window.runUntilNextPaint(timeout: 30) else { exit(1) }
if CommandLine.arguments.contains("--show") {
    while true { g_main_context_iteration(nil, 1) }
}
