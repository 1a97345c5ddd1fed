import Foundation
import PackModel
import Testing

/// PackModel is meant to be imported by an app. An app declares its own `Codable`
/// types, so nothing PackModel exports may shadow a standard library or Foundation name
/// those types rely on (`Encoder`, `Decoder`, `Data`, `URL`, …): this file compiles only
/// when that holds.
struct AppSettings: Codable, Equatable {
    var selectedPack: String
    var recentPhrases: [String]
}

/// A hand-written conformance names `Encoder` and `Decoder` itself, as app code often does.
struct HandWrittenSettings: Codable, Equatable {
    var pack: String

    enum CodingKeys: String, CodingKey { case pack }

    init(pack: String) { self.pack = pack }

    init(from decoder: Decoder) throws {
        pack = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .pack)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pack, forKey: .pack)
    }
}

@Suite struct LibraryImportTests {
    @Test func aModuleImportingPackModelCanDeclareCodableTypes() throws {
        let settings = AppSettings(selectedPack: "classic", recentPhrases: ["hello world"])
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(AppSettings.self, from: data) == settings)
        let manual = HandWrittenSettings(pack: "no_zero")
        #expect(String(decoding: try JSONEncoder().encode(manual), as: UTF8.self) == #"{"pack":"no_zero"}"#)
        #expect(try JSONDecoder().decode(HandWrittenSettings.self, from: JSONEncoder().encode(manual)) == manual)
    }
}
