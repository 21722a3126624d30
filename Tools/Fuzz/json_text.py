"""JSON values for mutation, written back with control over every byte: numbers may be any token (1e400, 1.5,
thirty digits), which Python's json module would refuse or round."""

import json


class RawNumber:
    """A number token written exactly as given."""

    def __init__(self, token):
        self.token = token


def dumps(value):
    if isinstance(value, RawNumber):
        return value.token
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, (int, float)):
        return json.dumps(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ",".join(dumps(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(key, ensure_ascii=False) + ":" + dumps(item) for key, item in value.items()) + "}"
    raise TypeError(type(value))


def nodes(value, path=()):
    """Every (path, value) in the tree, the root first."""
    yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from nodes(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from nodes(item, path + (index,))


def replace(value, path, new):
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        copy = dict(value)
        copy[head] = replace(value[head], rest, new)
        return copy
    copy = list(value)
    copy[head] = replace(value[head], rest, new)
    return copy
