import Foundation

/// The SF Symbols names Slate draws, and the freely licensed icon each one is drawn with.
///
/// Apple's symbols cannot ship outside Apple's platforms. Slate draws each name iOS apps use
/// most with a symbolic icon of GNOME's Adwaita theme (CC BY-SA 3.0 / LGPL 3, Debian package
/// `adwaita-icon-theme`), as a vector at the size asked for. Three shapes are made rather than
/// mapped: a name ending in `.circle`, `.square` (each also `.fill`) draws its base symbol in an
/// outlined or filled circle or rounded square, so `plus.circle.fill` needs only `plus`; and a
/// name ending in `.fill` whose filled form is not listed draws as its outline form.
///
/// A name found nowhere gives nil, as UIKit does for a name it does not know, with one line on
/// standard error naming this file.
enum SymbolCatalog {
    /// SF Symbols name → Adwaita icon name (without `-symbolic`).
    static let icons: [String: String] = [
        // Navigation, chevrons and arrows.
        "chevron.left": "pan-start", "chevron.right": "pan-end", "chevron.up": "pan-up", "chevron.down": "pan-down",
        "chevron.backward": "pan-start", "chevron.forward": "pan-end",
        "arrow.left": "go-previous", "arrow.right": "go-next", "arrow.up": "go-up", "arrow.down": "go-down",
        "arrow.backward": "go-previous", "arrow.forward": "go-next",
        "arrow.up.to.line": "go-top", "arrow.down.to.line": "go-bottom",
        "arrow.left.to.line": "go-first", "arrow.right.to.line": "go-last",
        "arrow.clockwise": "view-refresh", "arrow.counterclockwise": "edit-undo", "arrow.triangle.2.circlepath": "emblem-synchronizing",
        "arrow.2.circlepath": "emblem-synchronizing", "arrow.uturn.backward": "edit-undo", "arrow.uturn.forward": "edit-redo",
        "arrow.uturn.left": "edit-undo", "arrow.uturn.right": "edit-redo",
        "arrow.up.arrow.down": "view-sort-ascending", "arrow.up.and.down": "view-sort-ascending",
        "arrow.up.left.and.arrow.down.right": "view-fullscreen", "arrow.down.right.and.arrow.up.left": "view-restore",
        "arrow.up.right.square": "send-to", "arrow.turn.up.right": "mail-forward", "arrowshape.turn.up.left": "mail-reply-sender",
        "arrowshape.turn.up.right": "mail-forward", "arrowshape.turn.up.left.2": "mail-reply-all",
        "arrow.down.circle": "folder-download", "arrow.down.doc": "folder-download",
        "arrow.triangle.swap": "object-flip-horizontal", "arrow.left.arrow.right": "object-flip-horizontal",
        "rotate.left": "object-rotate-left", "rotate.right": "object-rotate-right",
        "house": "go-home", "house.fill": "go-home",
        // Sidebars, toolbars, lists and layout.
        "sidebar.left": "sidebar-show", "sidebar.leading": "sidebar-show", "sidebar.right": "sidebar-show-right",
        "sidebar.trailing": "sidebar-show-right", "sidebar.squares.left": "sidebar-show",
        "line.3.horizontal": "open-menu", "line.horizontal.3": "open-menu", "line.3.horizontal.decrease": "view-sort-descending",
        "line.3.horizontal.decrease.circle": "view-sort-descending", "line.horizontal.3.decrease": "view-sort-descending",
        "list.bullet": "view-list-bullet", "list.dash": "view-list", "list.number": "view-list-ordered",
        "list.bullet.rectangle": "view-list", "list.triangle": "view-list",
        "square.grid.2x2": "view-grid", "square.grid.3x3": "view-app-grid", "square.grid.2x2.fill": "view-grid",
        "rectangle.grid.2x2": "view-grid", "circle.grid.3x3": "view-app-grid", "square.split.2x1": "view-dual",
        "rectangle.split.2x1": "view-dual", "rectangle.stack": "view-continuous", "square.stack": "view-paged",
        "rectangle.on.rectangle": "view-mirror", "macwindow": "window-new", "plus.rectangle.on.rectangle": "window-new",
        "uiwindow.split.2x1": "view-dual", "rectangle.portrait": "orientation-portrait-left",
        "ellipsis": "view-more-horizontal", "ellipsis.circle": "view-more-horizontal", "ellipsis.vertical": "view-more",
        "line.3.horizontal.circle": "open-menu", "slider.horizontal.3": "preferences-system", "switch.2": "preferences-other",
        "arrow.up.and.down.and.arrow.left.and.right": "view-fullscreen", "pin": "view-pin", "pin.fill": "view-pin",
        "sort": "view-sort-ascending", "text.justify": "format-justify-fill", "text.alignleft": "format-justify-left",
        "text.aligncenter": "format-justify-center", "text.alignright": "format-justify-right",
        "increase.indent": "format-indent-more", "decrease.indent": "format-indent-less",
        "line.3.horizontal.button.angledtop.vertical.right": "list-drag-handle",
        // Editing and actions.
        "plus": "list-add", "minus": "list-remove", "xmark": "window-close", "multiply": "window-close",
        "checkmark": "object-select", "trash": "user-trash", "trash.fill": "user-trash-full", "trash.slash": "edit-clear",
        "pencil": "document-edit", "square.and.pencil": "document-new", "pencil.circle": "document-edit",
        "square.and.arrow.up": "document-send", "square.and.arrow.down": "document-save", "square.and.arrow.up.on.square": "document-send",
        "doc.on.doc": "edit-copy", "doc.on.clipboard": "edit-paste", "scissors": "edit-cut", "clipboard": "edit-paste",
        "magnifyingglass": "system-search", "plus.magnifyingglass": "zoom-in", "minus.magnifyingglass": "zoom-out",
        "1.magnifyingglass": "zoom-original", "text.magnifyingglass": "edit-find", "doc.text.magnifyingglass": "edit-find-replace",
        "delete.left": "edit-clear", "delete.backward": "edit-clear", "delete.right": "edit-clear-rtl",
        "eraser": "edit-clear-all", "selection.pin.in.out": "edit-select", "checklist": "selection-mode",
        "checkmark.square": "checkbox-checked", "square": "checkbox", "minus.square": "checkbox-mixed",
        "largecircle.fill.circle": "radio-checked", "circle": "radio", "circle.fill": "radio-checked",
        "bold": "format-text-bold", "italic": "format-text-italic", "underline": "format-text-underline",
        "strikethrough": "format-text-strikethrough", "textformat": "format-text-rich", "textformat.alt": "format-text-plaintext",
        "character": "font-x-generic", "character.cursor.ibeam": "insert-text", "text.cursor": "insert-text",
        "link": "insert-link", "paperclip": "mail-attachment", "photo.badge.plus": "insert-image",
        "printer": "printer", "printer.fill": "printer", "printer.dotmatrix": "printer",
        "lock": "changes-prevent", "lock.fill": "changes-prevent", "lock.open": "changes-allow", "lock.open.fill": "changes-allow",
        "lock.shield": "security-high", "key": "dialog-password", "key.fill": "dialog-password",
        "eye": "view-reveal", "eye.fill": "view-reveal", "eye.slash": "view-conceal", "eye.slash.fill": "view-conceal",
        "flip.horizontal": "object-flip-horizontal", "crop.rotate": "object-rotate-right",
        "arrow.up.doc": "document-send", "tray.and.arrow.down": "document-save", "tray.and.arrow.up": "document-send",
        "paintbrush": "applications-graphics", "paintpalette": "preferences-color", "eyedropper": "color-select",
        "wand.and.stars": "tools-check-spelling", "textformat.abc": "tools-check-spelling", "abc": "tools-check-spelling",
        // Documents, files and folders.
        "doc": "text-x-generic", "doc.fill": "text-x-generic", "doc.text": "x-office-document", "doc.text.fill": "x-office-document",
        "doc.richtext": "format-text-rich", "doc.plaintext": "text-x-generic", "doc.badge.plus": "document-new",
        "doc.on.doc.fill": "edit-copy", "folder": "folder", "folder.fill": "folder", "folder.badge.plus": "folder-new",
        "folder.badge.gearshape": "folder-templates", "folder.badge.person.crop": "folder-publicshare",
        "archivebox": "package-x-generic", "archivebox.fill": "package-x-generic", "shippingbox": "package-x-generic",
        "cube": "package-x-generic", "cube.fill": "package-x-generic", "shippingbox.fill": "package-x-generic",
        "tray": "mail-read", "tray.full": "mail-unread", "tray.2": "drive-multidisk", "externaldrive": "drive-harddisk",
        "internaldrive": "drive-harddisk-system", "opticaldiscdrive": "drive-optical", "opticaldisc": "media-optical",
        "externaldrive.connected.to.line.below": "drive-removable-media", "sdcard": "media-flash",
        "books.vertical": "accessories-dictionary", "book": "accessories-dictionary", "book.closed": "accessories-dictionary",
        "newspaper": "x-office-document", "chart.bar": "x-office-spreadsheet", "tablecells": "x-office-spreadsheet",
        "chart.pie": "x-office-presentation", "rectangle.on.rectangle.angled": "x-office-presentation",
        "calendar": "x-office-calendar", "calendar.badge.plus": "appointment-new", "calendar.badge.clock": "appointment-soon",
        "calendar.badge.exclamationmark": "appointment-missed", "person.crop.rectangle": "x-office-address-book",
        "clock": "preferences-system-time", "clock.fill": "preferences-system-time", "alarm": "alarm", "timer": "alarm",
        "stopwatch": "alarm", "hourglass": "content-loading", "clock.arrow.circlepath": "document-open-recent",
        "bookmark": "user-bookmarks", "bookmark.fill": "user-bookmarks", "book.fill": "accessories-dictionary",
        // Status, alerts and information.
        "info": "dialog-information", "info.circle": "dialog-information", "i.circle": "dialog-information",
        "exclamationmark": "dialog-warning", "exclamationmark.triangle": "dialog-warning", "exclamationmark.triangle.fill": "dialog-warning",
        "exclamationmark.octagon": "dialog-error", "exclamationmark.octagon.fill": "dialog-error", "xmark.octagon": "dialog-error",
        "questionmark": "dialog-question", "questionmark.circle": "help-about", "questionmark.app": "help-browser",
        "lifepreserver": "help-contents", "exclamationmark.bubble": "software-update-urgent", "flag": "emblem-important",
        "flag.fill": "emblem-important", "flag.slash": "mail-mark-notjunk", "bell": "preferences-system-notifications",
        "bell.fill": "preferences-system-notifications", "bell.slash": "notifications-disabled", "bell.slash.fill": "notifications-disabled",
        "checkmark.seal": "emblem-ok", "checkmark.shield": "security-high", "xmark.shield": "security-low",
        "shield": "security-medium", "nosign": "action-unavailable", "hand.raised": "action-unavailable",
        "bolt": "thunderbolt", "bolt.fill": "thunderbolt", "bolt.slash": "thunderbolt-acquiring",
        "star": "non-starred", "star.fill": "starred", "star.leadinghalf.filled": "semi-starred", "star.slash": "non-starred",
        "heart": "emote-love", "heart.fill": "emote-love", "hand.thumbsup": "emblem-ok", "sparkles": "starred",
        "gearshape": "emblem-system", "gearshape.fill": "emblem-system", "gear": "emblem-system", "gearshape.2": "applications-system",
        "wrench": "applications-engineering", "wrench.and.screwdriver": "applications-utilities", "hammer": "applications-engineering",
        "ant": "applications-engineering", "puzzlepiece": "application-x-addon", "puzzlepiece.extension": "application-x-addon",
        "cpu": "application-x-firmware", "memorychip": "application-x-firmware", "terminal": "utilities-terminal",
        "chevron.left.forwardslash.chevron.right": "text-editor", "curlybraces": "text-editor",
        "power": "system-shutdown", "restart": "system-reboot", "moon.zzz": "system-lock-screen",
        "rectangle.portrait.and.arrow.right": "system-log-out", "person.crop.circle.badge.xmark": "system-log-out",
        "arrow.down.app": "system-software-install", "app.badge": "software-update-available", "square.and.arrow.down.on.square": "system-software-install",
        "hourglass.circle": "content-loading", "network": "network-workgroup", "wifi": "network-wireless",
        "wifi.slash": "network-wireless-offline", "wifi.exclamationmark": "network-wireless-no-route", "antenna.radiowaves.left.and.right": "network-cellular",
        "cellularbars": "network-cellular-signal-excellent", "airplane": "airplane-mode", "globe": "web-browser",
        "network.badge.shield.half.filled": "network-vpn", "personalhotspot": "network-wireless-hotspot", "cable.connector": "network-wired",
        "server.rack": "network-server", "arrow.up.arrow.down.circle": "network-transmit-receive",
        "battery.100": "battery-full", "battery.75": "battery-good", "battery.50": "battery-level-50", "battery.25": "battery-low",
        "battery.0": "battery-empty", "battery.100.bolt": "battery-full-charging", "powerplug": "ac-adapter",
        // People and communication.
        "person": "avatar-default", "person.fill": "avatar-default", "person.circle": "avatar-default",
        "person.crop.circle": "avatar-default", "person.crop.circle.fill": "avatar-default", "person.2": "system-users",
        "person.2.fill": "system-users", "person.3": "system-users", "person.badge.plus": "contact-new",
        "person.crop.circle.badge.plus": "contact-new", "person.text.rectangle": "x-office-address-book",
        "person.crop.square": "user-info", "figure.wave": "emoji-people", "face.smiling": "face-smile",
        "envelope": "mail-unread", "envelope.fill": "mail-unread", "envelope.open": "mail-read", "envelope.open.fill": "mail-read",
        "envelope.badge": "mail-message-new", "paperplane": "mail-send", "paperplane.fill": "mail-send",
        "arrowshape.turn.up.backward": "mail-reply-sender", "arrowshape.turn.up.forward": "mail-forward",
        "message": "chat-message-new", "message.fill": "chat-message-new", "bubble.left": "chat-message-new",
        "bubble.right": "chat-message-new", "bubble.left.and.bubble.right": "chat-message-new", "text.bubble": "chat-message-new",
        "phone": "call-start", "phone.fill": "call-start", "phone.down": "call-stop", "phone.down.fill": "call-stop",
        "phone.arrow.down.left": "call-incoming", "phone.arrow.up.right": "call-outgoing", "phone.badge.plus": "call-start",
        "video": "camera-video", "video.fill": "camera-video", "video.slash": "camera-disabled", "camera": "camera-photo",
        "camera.fill": "camera-photo", "camera.rotate": "camera-switch", "web.camera": "camera-web",
        "mic": "audio-input-microphone", "mic.fill": "audio-input-microphone", "mic.slash": "microphone-disabled",
        "mic.slash.fill": "microphone-disabled", "at": "mail-message-new", "tag": "bookmark-new", "tag.fill": "bookmark-new",
        "link.badge.plus": "insert-link", "square.and.arrow.up.fill": "document-send", "shareplay": "screen-shared",
        // Media.
        "play": "media-playback-start", "play.fill": "media-playback-start", "pause": "media-playback-pause",
        "pause.fill": "media-playback-pause", "stop": "media-playback-stop", "stop.fill": "media-playback-stop",
        "record.circle": "media-record", "forward": "media-seek-forward", "forward.fill": "media-seek-forward",
        "backward": "media-seek-backward", "backward.fill": "media-seek-backward", "forward.end": "media-skip-forward",
        "forward.end.fill": "media-skip-forward", "backward.end": "media-skip-backward", "backward.end.fill": "media-skip-backward",
        "shuffle": "media-playlist-shuffle", "repeat": "media-playlist-repeat", "repeat.1": "media-playlist-repeat-song",
        "eject": "media-eject", "eject.fill": "media-eject", "captions.bubble": "media-view-subtitles",
        "speaker": "audio-volume-muted", "speaker.fill": "audio-volume-muted", "speaker.slash": "audio-volume-muted",
        "speaker.slash.fill": "audio-volume-muted", "speaker.wave.1": "audio-volume-low", "speaker.wave.1.fill": "audio-volume-low",
        "speaker.wave.2": "audio-volume-medium", "speaker.wave.2.fill": "audio-volume-medium", "speaker.wave.3": "audio-volume-high",
        "speaker.wave.3.fill": "audio-volume-high", "hifispeaker": "audio-speakers", "headphones": "audio-headphones",
        "music.note": "audio-x-generic", "music.note.list": "emblem-music", "music.mic": "audio-input-microphone",
        "photo": "image-x-generic", "photo.fill": "image-x-generic", "photo.on.rectangle": "emblem-photos",
        "photo.stack": "emblem-photos", "film": "video-x-generic", "tv": "tv", "play.rectangle": "video-x-generic",
        "music.quarternote.3": "emblem-music", "gamecontroller": "input-gaming", "gamecontroller.fill": "input-gaming",
        "sun.max": "weather-clear", "sun.max.fill": "weather-clear", "moon": "weather-clear-night", "moon.fill": "weather-clear-night",
        "cloud": "weather-overcast", "cloud.fill": "weather-overcast", "cloud.sun": "weather-few-clouds", "cloud.moon": "weather-few-clouds-night",
        "cloud.rain": "weather-showers", "cloud.drizzle": "weather-showers-scattered", "cloud.snow": "weather-snow",
        "cloud.bolt": "weather-storm", "cloud.fog": "weather-fog", "wind": "weather-windy", "tornado": "weather-tornado",
        "sunrise": "daytime-sunrise", "sunset": "daytime-sunset", "moon.stars": "night-light", "sun.min": "display-brightness",
        "thermometer": "weather-severe-alert",
        // Devices and places.
        "desktopcomputer": "computer", "laptopcomputer": "computer", "pc": "computer", "ipad": "computer-apple-ipad",
        "ipad.landscape": "computer-apple-ipad", "iphone": "phone-apple-iphone", "ipod": "multimedia-player-apple-ipod-touch",
        "keyboard": "input-keyboard", "keyboard.fill": "input-keyboard", "computermouse": "input-mouse", "computermouse.fill": "input-mouse",
        "rectangle.and.hand.point.up.left": "input-touchpad", "hand.point.up.left": "input-touchpad",
        "scanner": "scanner", "display": "video-display", "display.2": "video-joined-displays", "tv.fill": "tv",
        "headphones.circle": "audio-headset", "earbuds": "audio-headphones", "applewatch": "pda", "printer.filled.and.paper": "printer-printing",
        "map": "mark-location", "map.fill": "mark-location", "mappin": "mark-location", "mappin.and.ellipse": "mark-location",
        "location": "find-location", "location.fill": "find-location", "location.slash": "location-services-disabled",
        "location.circle": "find-location", "safari": "web-browser", "building.2": "network-workgroup",
        "figure.walk": "emoji-travel", "car": "emoji-travel", "leaf": "emoji-nature", "fork.knife": "emoji-food",
        "flag.checkered": "emoji-flags", "sportscourt": "emoji-activities", "lightbulb": "emoji-objects",
        "cart": "emoji-objects", "bag": "emoji-objects", "gift": "emoji-objects", "creditcard": "auth-smartcard",
        "simcard": "auth-sim", "faceid": "auth-face", "touchid": "auth-fingerprint", "accessibility": "preferences-desktop-accessibility",
        "textformat.size": "preferences-desktop-font", "character.book.closed": "accessories-dictionary", "globe.americas": "preferences-desktop-locale",
        "paintbrush.pointed": "preferences-desktop-appearance", "photo.artframe": "preferences-desktop-wallpaper",
        "app": "application-x-executable", "app.fill": "application-x-executable", "apps.iphone": "view-app-grid",
        "square.on.square": "edit-copy", "plus.square.on.square": "edit-copy", "rectangle.and.pencil.and.ellipsis": "document-edit",
        "calendar.circle": "x-office-calendar", "bookmark.circle": "user-bookmarks", "rosette": "emblem-default",
        "checkmark.rectangle": "emblem-default", "trash.circle": "user-trash", "arrow.right.circle": "go-next",
        "arrow.left.circle": "go-previous", "rectangle.portrait.and.arrow.forward": "system-log-out",
    ]

    /// The shapes a name's suffix asks to draw around its base symbol.
    enum Enclosure: Equatable {
        case circle, circleFill, square, squareFill
    }

    /// The icon for `name`, and the enclosure to draw around it; nil when Slate has none.
    static func resolve(_ name: String) -> (icon: String, enclosure: Enclosure?)? {
        if let icon = icons[name] { return (icon, nil) }
        let suffixes: [(String, Enclosure)] = [(".circle.fill", .circleFill), (".circle", .circle),
                                               (".square.fill", .squareFill), (".square", .square)]
        for (suffix, enclosure) in suffixes where name.hasSuffix(suffix) {
            let base = String(name.dropLast(suffix.count))
            if let icon = icons[base] { return (icon, enclosure) }
        }
        if name.hasSuffix(".fill"), let icon = icons[String(name.dropLast(".fill".count))] { return (icon, nil) }
        return nil
    }
}
