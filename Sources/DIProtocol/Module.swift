// DIProtocol: LSP 3.17 types and JSON-RPC framing; under construction.
import Foundation
