"""Ways to break a client's message: at the JSON level (wrong types, numbers out of range, unknown methods,
positions out of range, ids of every kind, edits out of order), at the byte level (flips, cuts, invalid UTF-8) and
at the framing level (headers that lie, are missing or malformed), plus plain garbage."""

import json_text
from json_text import RawNumber

HUGE_NUMBERS = ["1e400", "-1e400", "1.5", "-0.0", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
                "123456789012345678901234567890", "1e18", "1E19", "-1", "2147483648", "4294967296", "0", "1e-7"]
METHODS = ["foo/bar", "$/unknown", "", "textDocument/semanticTokens/full", "textDocument/definition", "textDocument/hover",
           "textDocument/references", "textDocument/codeAction", "textDocument/documentSymbol", "workspace/symbol",
           "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose", "textDocument/didSave",
           "workspace/didChangeWatchedFiles", "$/cancelRequest", "initialized", "initialize", "shutdown",
           "workspace/didChangeConfiguration", "textDocument/rename", "textDocument/prepareRename", "textDocument/codeLens",
           "textDocument/inlayHint", "textDocument/prepareCallHierarchy", "callHierarchy/incomingCalls",
           "callHierarchy/outgoingCalls", "textDocument/prepareTypeHierarchy", "typeHierarchy/supertypes",
           "typeHierarchy/subtypes", "workspace/didChangeWorkspaceFolders", "workspace/executeCommand",
           "\u0000", "é/🦄", "x" * 3000]


def other_type_value(rng, value):
    choices = [None, True, 0, RawNumber(rng.choice(HUGE_NUMBERS)), "text", "", [], {}, [1, "a", None], {"a": {"b": []}}]
    choices = [choice for choice in choices if type(choice) is not type(value)]
    return rng.choice(choices)


def mutate_json(rng, message):
    """One JSON-level change to a message (a dict); returns the changed value (maybe not a dict any more)."""
    operation = rng.randrange(13)
    all_nodes = list(json_text.nodes(message))
    if operation == 0 and len(all_nodes) > 1:  # a value of another type
        path, value = rng.choice(all_nodes[1:])
        return json_text.replace(message, path, other_type_value(rng, value))
    if operation == 1:  # a number out of range, where numbers matter most
        candidates = [path for path, value in all_nodes if path and (isinstance(value, (int, float)) and not isinstance(value, bool)
                      or path[-1] in ("id", "version", "line", "character"))]
        if candidates:
            return json_text.replace(message, rng.choice(candidates), RawNumber(rng.choice(HUGE_NUMBERS)))
    if operation == 2 and isinstance(message, dict):  # an unknown or unexpected method
        copy = dict(message)
        copy["method"] = rng.choice(METHODS)
        return copy
    if operation == 3:  # positions outside the document
        result = message
        for path, value in all_nodes:
            if isinstance(value, dict) and "line" in value and "character" in value:
                new = dict(value)
                new["line"] = rng.choice([-1, 10 ** 6, 2 ** 31, RawNumber("1e400"), 0])
                new["character"] = rng.choice([-5, 10 ** 7, 2 ** 32, RawNumber("1.5"), 0])
                result = json_text.replace(result, path, new)
        return result
    if operation == 4 and isinstance(message, dict) and message:  # a member dropped
        copy = dict(message)
        del copy[rng.choice(list(copy))]
        return copy
    if operation == 5:  # a member dropped deeper down
        dicts = [(path, value) for path, value in all_nodes if isinstance(value, dict) and value]
        if dicts:
            path, value = rng.choice(dicts)
            copy = dict(value)
            del copy[rng.choice(list(copy))]
            return json_text.replace(message, path, copy)
    if operation == 6 and isinstance(message, dict):  # ids of every kind, notifications made requests and back
        copy = dict(message)
        if "id" in copy and rng.random() < 0.3:
            del copy["id"]
        else:
            copy["id"] = rng.choice([None, {}, [], "", "x" * 100, RawNumber(rng.choice(HUGE_NUMBERS)), True, 7, 7])
        return copy
    if operation == 7 and isinstance(message, dict):  # versions backwards, repeated, huge
        params = message.get("params")
        if isinstance(params, dict) and isinstance(params.get("textDocument"), dict):
            document = dict(params["textDocument"])
            document["version"] = rng.choice([0, 1, -1, 1, 2, 3, 10 ** 9, RawNumber("1e400")])
            return json_text.replace(message, ("params", "textDocument"), document)
    if operation == 8:  # a long string, with characters that need care in UTF-16
        strings = [path for path, value in all_nodes if isinstance(value, str) and path]
        if strings:
            piece = rng.choice(["a", "🦄", "é", "\n", "\\", "\u0000", "{", "\"", "\u2028", "\U0010FFFF"])
            return json_text.replace(message, rng.choice(strings), piece * rng.choice([1, 10, 1000, 100000]))
    if operation == 9:  # deep nesting where params go
        depth = rng.choice([10, 100, 513, 1000, 10000, 100000])
        nested = RawNumber("[" * depth + "]" * depth) if rng.random() < 0.5 else RawNumber('{"a":' * depth + "1" + "}" * depth)
        if isinstance(message, dict):
            copy = dict(message)
            copy["params"] = nested
            return copy
    if operation == 10 and isinstance(message, dict):  # "jsonrpc" wrong or gone
        copy = dict(message)
        copy["jsonrpc"] = rng.choice(["1.0", 2.0, None, ""])
        return copy
    if operation == 11 and isinstance(message, dict):  # params of the wrong shape
        copy = dict(message)
        copy["params"] = rng.choice([None, [], "params", 3, [{}], {"textDocument": None}])
        return copy
    if operation == 12:  # edits with ranges anywhere, including reversed and huge
        if isinstance(message, dict) and message.get("method") == "textDocument/didChange":
            start = {"line": rng.randrange(-2, 40), "character": rng.randrange(-2, 200)}
            end = {"line": rng.randrange(-2, 40), "character": rng.randrange(-2, 200)}
            text = rng.choice(["", "}", "{", "var x: X { get }\n", "final class A: Component<B> {", "🦄" * 50, "\r\n" * 30])
            change = {"range": {"start": start, "end": end}, "text": text} if rng.random() < 0.8 else {"text": text * 50}
            params = dict(message["params"]) if isinstance(message.get("params"), dict) else {}
            params["contentChanges"] = [change] * rng.choice([1, 1, 2, 50])
            copy = dict(message)
            copy["params"] = params
            return copy
    return message


def mutate_bytes(rng, body):
    body = bytearray(body)
    for _ in range(rng.randint(1, 4)):
        operation = rng.randrange(5)
        position = rng.randint(0, len(body))
        if operation == 0 and body:
            index = rng.randrange(len(body))
            body[index] ^= 1 << rng.randrange(8)
        elif operation == 1:
            del body[position:]
        elif operation == 2:
            body[position:position] = rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\r\n\r\n", b"Content-Length: 3\r\n\r\n"])
        elif operation == 3:
            del body[position:position + rng.randint(1, 50)]
        else:
            body[position:position] = body[position:position + rng.randint(1, 50)]
    return bytes(body)


def frame(body):
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def bad_frame(rng, body):
    """`body` behind a header that lies, is missing or is malformed."""
    choice = rng.randrange(14)
    length = len(body)
    if choice == 0:
        return b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n" + body
    if choice == 1:
        return b"Content-Length: %d\r\n\r\n" % max(0, length - rng.randint(1, 20)) + body
    if choice == 2:
        return b"Content-Length: %d\r\n\r\n" % (length + rng.randint(1, 5000)) + body
    if choice == 3:
        return b"Content-Length: " + rng.choice([b"100000000000000000", b"99999999999999999999999", b"67108865", b"9223372036854775807"]) + b"\r\n\r\n" + body
    if choice == 4:
        return b"Content-Length: " + rng.choice([b"-1", b"abc", b"0x10", b"1e3", b"", b" ", b"12 34", b"+5"]) + b"\r\n\r\n" + body
    if choice == 5:
        return b"Content-Length: %d\n\n" % length + body
    if choice == 6:
        return b"content-LENGTH:%d\r\n\r\n" % length + body
    if choice == 7:
        return b"Content-Length: %d\r\n" % length + body
    if choice == 8:
        return b"Content-Length: %d\r\nContent-Length: %d\r\n\r\n" % (length + 7, length) + body
    if choice == 9:
        return b"X-Padding: " + b"p" * rng.choice([100, 17000, 70000]) + b"\r\n" + frame(body)
    if choice == 10:
        return b"Content-Length: %d\r\n\x00\xff\r\n\r\n" % length + body
    if choice == 11:
        return b"Content-Length \r\n: %d\r\n\r\n" % length + body
    if choice == 12:
        return b"\r\n\r\n" + frame(body)
    return b"Content-Length:\t%d\t\r\n\r\n" % length + body


def garbage(rng):
    choice = rng.randrange(6)
    if choice == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 512)))
    if choice == 1:
        return b"\r\n" * rng.randint(1, 10)
    if choice == 2:
        return b"Content-Length:"
    if choice == 3:
        return b"Content-Length: 5\r\n"
    if choice == 4:
        return frame(rng.choice([b"", b"null", b"[]", b"{}", b"1", b"\"s\"", b"[" * 5000, b"\xff\xfe", b"{\"jsonrpc\":\"2.0\"}"]))
    return bytes(rng.choice(b"{}[]\":,0123456789 \r\nContent-Length") for _ in range(rng.randint(1, 300)))
