public enum PackModelVersion { public static let string = "0.1.0" }
