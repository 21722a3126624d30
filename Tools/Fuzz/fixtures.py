"""Reads the recorded conversations in protocol-fixtures/ (format in protocol-fixtures/README.md): the workspace
files and the client's side of the conversation, which the protocol fuzzer mutates."""

import os
import urllib.parse

MARKERS = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]


class Fixture:
    def __init__(self, name, files, steps, positions):
        self.name = name
        self.files = files          # [(relative path, text)]
        self.steps = steps          # [(kind, text)]: kind is "json", "body" or "bytes"
        self.positions = positions  # marker -> (line, UTF-16 character)

    def client_messages(self, root):
        """The client's steps with $ROOT_URI, $ROOT and marker positions filled in, as (kind, text)."""
        root_uri = "file://" + urllib.parse.quote(root)
        result = []
        for kind, text in self.steps:
            for marker, (line, character) in self.positions.items():
                text = text.replace("$" + marker, '{"character":%d,"line":%d}' % (character, line))
            result.append((kind, text.replace("$ROOT_URI", root_uri).replace("$ROOT", root)))
        return result

    def write_workspace(self, root):
        for path, text in self.files:
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as handle:
                handle.write(text)


def load(folder):
    fixtures = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".txt"):
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                fixtures.append(parse(name, handle.read()))
    return fixtures


def parse(name, text):
    workspace, _, conversation = text.partition("\n=== conversation\n")
    files, current = [], None
    for line in workspace.split("\n"):
        if line.startswith("//- "):
            current = [line[4:].strip(), []]
            files.append(current)
        elif current is not None:
            current[1].append(line)
    positions, clean_files = {}, []
    for path, lines in files:
        body = "\n".join(lines).rstrip("\n") + "\n"
        for marker in MARKERS:
            index = body.find(marker)
            if index >= 0:
                before = body[:index]
                line = before.count("\n")
                last = before[before.rfind("\n") + 1:]
                positions[marker] = (line, len(last.encode("utf-16-le")) // 2)
                body = body.replace(marker, "", 1)
        clean_files.append((path, body))
    steps = []
    for line in conversation.split("\n"):
        if line.startswith(">>body "):
            steps.append(("body", line[len(">>body "):]))
        elif line.startswith(">>bytes "):
            steps.append(("bytes", line[len(">>bytes "):]))
        elif line.startswith(">> "):
            steps.append(("json", line[3:]))
    return Fixture(name, clean_files, steps, positions)
