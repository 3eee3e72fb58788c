import Foundation
import SlatePlatform

/// Another application on the headless desktop: a window that takes drops of some MIME types
/// and records what it read, and a source of drags into the app — the stand-in for the real
/// peer process the GUI tests drag to and from.
@MainActor
package final class HeadlessPeerApp {
    package let name: String
    /// Its window, in screen points.
    package var frame: CGRect
    /// The MIME types it reads, preferred first.
    package var acceptedMIMETypes: [String]
    /// What drops gave it, in order: the MIME type it read and the bytes.
    package private(set) var received: [(mime: String, data: Data)] = []
    /// How the app answered the peer's drags: the operation of each finished drop.
    package private(set) var dragOutcomes: [PlatformDragOperation] = []
    private unowned let desktop: HeadlessDesktop

    init(name: String, frame: CGRect, accepting mimeTypes: [String], desktop: HeadlessDesktop) {
        self.name = name
        self.frame = frame
        acceptedMIMETypes = mimeTypes
        self.desktop = desktop
    }

    /// The MIME type it would read from `drag`, if it reads any the drag offers.
    func accepts(_ drag: HeadlessIncomingDrag) -> String? {
        guard let outgoing = drag.outgoing else { return nil }
        let offered = outgoing.offeredMIMETypes
        return acceptedMIMETypes.first { offered.contains($0) }
    }

    /// A drop of the app's drag: reads `mime` — the app makes the data now — and finishes the
    /// drag once it has it.
    func receive(mime: String, from outgoing: HeadlessOutgoingDrag) {
        outgoing.read(mime: mime) { [self] data in
            guard let data else { return outgoing.end(.cancelled(overNothing: false)) }
            received.append((mime, data))
            outgoing.end(.dropped(.copy))
        }
    }

    /// Starts dragging `items` — each a set of MIME types with their bytes — from `point` on
    /// the screen; the pointer moves it from then on. A type in `delays` is read that many
    /// seconds (of the virtual clock) after it is asked for, as from a slow source.
    package func beginDrag(items: [[String: Data]], delays: [String: TimeInterval] = [:], at point: CGPoint) {
        desktop.beginDrag(from: self, items: items, delays: delays, at: point)
    }

    func dragFinished(_ operation: PlatformDragOperation) {
        dragOutcomes.append(operation)
    }
}

/// A drag the app handed to the headless desktop.
@MainActor
package final class HeadlessOutgoingDrag: PlatformOutgoingDrag {
    package let request: PlatformDragRequest
    package var endHandler: ((PlatformDragOutcome) -> Void)?
    package private(set) var outcome: PlatformDragOutcome?
    /// How many times a type's data was made (the data is made only when a target reads it).
    package private(set) var dataRequests = 0

    init(request: PlatformDragRequest) {
        self.request = request
    }

    /// The MIME types other applications see: the first item's types, translated.
    package var offeredMIMETypes: [String] {
        var mimes: [String] = []
        for representation in request.items.first ?? [] {
            for mime in DesktopDataFormats.mimeTypes(forType: representation.type) where !mimes.contains(mime) { mimes.append(mime) }
        }
        return mimes
    }

    /// Makes the first item's data for `mime`, as a target reading it asks.
    func read(mime: String, completion: @escaping @MainActor (Data?) -> Void) {
        guard let representation = (request.items.first ?? []).first(where: { DesktopDataFormats.mimeTypes(forType: $0.type).contains(mime) }) else {
            return completion(nil)
        }
        dataRequests += 1
        representation.data { data in
            completion(data.map { DesktopDataFormats.encode($0, ofType: representation.type, as: mime) })
        }
    }

    func end(_ outcome: PlatformDragOutcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        endHandler?(outcome)
    }
}

/// A drag over the app's windows on the headless desktop: a peer's, or the app's own back.
@MainActor
final class HeadlessIncomingDrag: PlatformIncomingDrag {
    let items: [PlatformIncomingItem]
    let outgoing: HeadlessOutgoingDrag?
    private weak var peer: HeadlessPeerApp?
    private var isFinished = false

    /// The app's own drag: its items as the app offered them.
    init(outgoing: HeadlessOutgoingDrag, host: HeadlessHost) {
        self.outgoing = outgoing
        items = outgoing.request.items.map { HeadlessOwnItem(representations: $0, host: host) }
    }

    /// A peer's drag: MIME types become uniform types as under GTK.
    init(peer: HeadlessPeerApp, items: [[String: Data]], delays: [String: TimeInterval], host: HeadlessHost) {
        outgoing = nil
        self.peer = peer
        self.items = items.flatMap { item -> [PlatformIncomingItem] in
            // A file manager's drag: one item per file, as the GTK host gives them.
            if let list = item["text/uri-list"], let files = DesktopDataFormats.fileURLs(inURIList: list) {
                return files.map(PlatformFileItem.init(url:))
            }
            return [HeadlessPeerItem(data: item, delays: delays, host: host)]
        }
    }

    var localDrag: PlatformOutgoingDrag? { outgoing }
    var allowsMove: Bool { outgoing?.request.allowsMove ?? true }

    func finish(_ operation: PlatformDragOperation) {
        guard !isFinished else { return }
        isFinished = true
        if let outgoing {
            outgoing.end(operation == .none ? .cancelled(overNothing: false) : .dropped(operation))
        } else {
            peer?.dragFinished(operation)
        }
    }
}

/// An item of a peer's drag: its bytes arrive a turn after they are asked for (or after the
/// item's delay), never inside the call.
@MainActor
private final class HeadlessPeerItem: PlatformIncomingItem {
    let types: [String]
    let suggestedName: String? = nil
    private let mimeForType: [String: String]
    private let data: [String: Data]
    private let delays: [String: TimeInterval]
    private unowned let host: HeadlessHost

    init(data: [String: Data], delays: [String: TimeInterval], host: HeadlessHost) {
        let translated = DesktopDataFormats.types(forMIMETypes: data.keys.sorted())
        types = translated.map(\.type)
        mimeForType = Dictionary(translated.map { ($0.type, $0.mime) }, uniquingKeysWith: { first, _ in first })
        self.data = data
        self.delays = delays
        self.host = host
    }

    func loadData(forType type: String, completion: @escaping @MainActor (Result<Data, Error>) -> Void) -> PlatformLoad {
        let load = HeadlessLoad()
        let mime = mimeForType[type]
        let delay = mime.flatMap { delays[$0] } ?? 0
        load.timer = host.schedule(at: host.currentTime + delay) { [data] in
            guard let mime, let bytes = data[mime] else {
                return completion(.failure(CocoaError(.fileReadNoSuchFile)))
            }
            completion(.success(DesktopDataFormats.decode(bytes, from: mime, as: type)))
        }
        host.setNeedsTurn()
        return load
    }
}

/// An item of the app's own drag, back over its windows: data made as the app offered it.
@MainActor
private final class HeadlessOwnItem: PlatformIncomingItem {
    private let representations: [PlatformDragRepresentation]
    let suggestedName: String? = nil
    private unowned let host: HeadlessHost

    init(representations: [PlatformDragRepresentation], host: HeadlessHost) {
        self.representations = representations
        self.host = host
    }

    var types: [String] { representations.map(\.type) }

    func loadData(forType type: String, completion: @escaping @MainActor (Result<Data, Error>) -> Void) -> PlatformLoad {
        let load = HeadlessLoad()
        let representation = representations.first { $0.type == type }
        load.timer = host.schedule(at: host.currentTime) {
            guard let representation else { return completion(.failure(CocoaError(.fileReadUnknown))) }
            representation.data { data in
                guard !load.isCancelled else { return }
                completion(data.map { .success($0) } ?? .failure(CocoaError(.fileReadUnknown)))
            }
        }
        host.setNeedsTurn()
        return load
    }
}

/// A headless load: a timer until its data arrives.
@MainActor
private final class HeadlessLoad: PlatformLoad {
    var timer: PlatformTimer?
    private(set) var isCancelled = false

    func cancel() {
        isCancelled = true
        timer?.cancel()
    }
}
