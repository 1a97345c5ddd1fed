/// The phrases `packtool trick` reads both halves of unless told otherwise: ten phrases
/// using every letter a-z at least once, each a phrase the app accepts (at most 50
/// characters). The one list: `packtool trick --format json` prints it, and scripts read
/// it from there rather than keeping a copy.
public enum StandardPhrases {
    public static let all: [String] = [
        "hi you",
        "mom",
        "top",
        "hello world",
        "pick a card",
        "the quick brown fox",
        "jumps over the lazy dog",
        "magic is real",
        "seven of hearts",
        "abracadabra",
    ]
}
