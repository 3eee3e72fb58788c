import Foundation

/// What UIKit's two restoration coders share: they are keyed coders only, they never abort
/// the app on a decoding failure (it is recorded in `error` and reported), and they report
/// problems on standard error, naming the object whose state it is.
///
/// Foundation's `NSCoder` leaves most of its methods to subclasses and traps when one is
/// missing; every method an app can reach is answered here or in the subclass.
class StateRestorationCoder: NSCoder {
    /// The object whose state this is, for messages.
    let owner: String
    private var recordedError: Error?

    init(owner: String) {
        self.owner = owner
    }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { true }
    override var systemVersion: UInt32 { 1000 }
    override var allowedClasses: [AnyClass]? { nil }
    override var error: Error? { recordedError }

    /// Records the failure and reports it; restoration goes on, as with
    /// `decodingFailurePolicy` `.setErrorAndReturn`.
    override func failWithError(_ error: Error) {
        recordedError = recordedError ?? error
        report("failWithError(_:): \(error)")
    }

    override func version(forClassName className: String) -> Int { 0 }

    // Keyed coding only: the unkeyed forms are refused with a message, as nothing keyed can
    // read them back.

    override func encodeValue(ofObjCType type: UnsafePointer<Int8>, at addr: UnsafeRawPointer) { refuseUnkeyed("encodeValue(ofObjCType:at:)") }
    override func encode(_ data: Data) { refuseUnkeyed("encode(_:) of Data") }
    override func encodePropertyList(_ aPropertyList: Any) { refuseUnkeyed("encodePropertyList(_:)") }
    override func decodeValue(ofObjCType type: UnsafePointer<Int8>, at data: UnsafeMutableRawPointer) { refuseUnkeyed("decodeValue(ofObjCType:at:)") }
    override func decodeData() -> Data? { refuseUnkeyed("decodeData()"); return nil }
    override func decodePropertyList() -> Any? { refuseUnkeyed("decodePropertyList()"); return nil }

    private func refuseUnkeyed(_ method: String) {
        report("\(method) is unkeyed coding, which a state-restoration coder does not do; use the forKey: methods")
    }

    /// One line in UIKit's log (and on standard error). Restoration coders live on the main
    /// actor, as UIKit's do on the main thread.
    func report(_ problem: String) {
        let message = "slate: \(owner) state restoration: \(problem)"
        MainActor.assumeIsolated { UIKitLog.write(message) }
    }
}
