import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads an archive into memory: only http and https (redirects too), status 200,
/// a time limit, and a size cap enforced while the bytes arrive (a server that lies about
/// or omits Content-Length is cut off as soon as the cap is passed).
enum InstallDownload {
    enum Failure: Error {
        case tooLarge(limit: Int)
        case status(Int)
        case transport(String)
    }

    static func isURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    static func fetch(_ url: URL, limit: Int, timeout: TimeInterval = 30) throws(Failure) -> [UInt8] {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 10
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let delegate = Receiver(limit: limit)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        session.dataTask(with: URLRequest(url: url)).resume()
        delegate.done.wait()
        return try delegate.result()
    }

    /// Collects the body under the cap. Its state is only touched under `lock`.
    final class Receiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        let limit: Int
        let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var body: [UInt8] = []
        private var failure: Failure?

        init(limit: Int) { self.limit = limit }

        func result() throws(Failure) -> [UInt8] {
            let (body, failure) = lock.withLock { (self.body, self.failure) }
            if let failure { throw failure }
            return body
        }

        private func fail(_ failure: Failure) {
            lock.withLock { if self.failure == nil { self.failure = failure } }
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
            if let http = response as? HTTPURLResponse, http.statusCode != 200 {
                fail(.status(http.statusCode))
                completionHandler(.cancel)
            } else if response.expectedContentLength > Int64(limit) {
                fail(.tooLarge(limit: limit))
                completionHandler(.cancel)
            } else {
                completionHandler(.allow)
            }
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let over = lock.withLock { () -> Bool in
                body.append(contentsOf: data)
                return body.count > limit
            }
            if over {
                fail(.tooLarge(limit: limit))
                dataTask.cancel()
            }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
            let scheme = request.url?.scheme?.lowercased()
            if scheme == "http" || scheme == "https" {
                completionHandler(request)
            } else {
                fail(.transport("redirected to a URL that is not http(s): \(request.url?.absoluteString ?? "?")"))
                completionHandler(nil)
            }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            if let error { fail(.transport(error.localizedDescription)) }
            done.signal()
        }
    }
}
