"""Small immutable records, cheaper to define than frozen dataclasses.

The rules core defines some thirty action classes.  ``@dataclass(frozen=True,
slots=True)`` compiles six methods from generated source for each of them, every
time the program starts: about 20 ms of the table's first frame.  A ``Record``
subclass is declared like such a dataclass (annotated fields, defaults after the
fields without one) and behaves like one where the program needs it: keyword or
positional construction, immutability, equality and hashing by value, a readable
``repr``, ``__match_args__`` for ``match`` statements, and a Pydantic schema (the
fields as a typed dict) for the save files.  Its ``__init__``, ``__eq__`` and
``__hash__`` are compiled in one go, when the first instance is made.
"""

from __future__ import annotations

from typing import Any, ClassVar


class FrozenRecordError(AttributeError):
    """Raised on an attempt to change a field of a record."""


class _RecordMeta(type):
    def __new__(mcs, name: str, bases: tuple[type, ...], ns: dict[str, Any]) -> type:
        notes = ns.get("__annotations__", {})
        fields = tuple(f for f, t in notes.items() if "ClassVar" not in str(t))
        defaults = {}
        for f in fields:
            if f in ns:
                defaults[f] = ns.pop(f)
            elif defaults:
                raise TypeError(f"{name}: field {f!r} without a default follows one with a default")
        ns["__slots__"] = fields
        ns["_fields"] = fields
        ns["_defaults"] = defaults
        ns["__match_args__"] = fields
        if fields:
            ns["__init__"] = _first_init
        return super().__new__(mcs, name, bases, ns)


def _first_init(self: Any, *args: Any, **kwargs: Any) -> None:
    """The first instance of a record class compiles the class's real methods."""
    cls = type(self)
    _compile(cls)
    cls.__init__(self, *args, **kwargs)


def _compile(cls: type) -> None:
    """``__init__``, ``__eq__`` and ``__hash__`` of ``cls``, compiled from source in one go
    (as a dataclass's are, and as fast): the computer players compare and hash actions
    hundreds of thousands of times a game."""
    fields, defaults = cls._fields, cls._defaults  # type: ignore[attr-defined]
    params = ", ".join(f"{f}=_d[{f!r}]" if f in defaults else f for f in fields)
    sets = "".join(f"\n    _set(self, {f!r}, {f})" for f in fields)
    mine = "".join(f"self.{f}," for f in fields)
    theirs = "".join(f"other.{f}," for f in fields)
    source = (f"def __init__(self, {params}):{sets}\n"
              "def __eq__(self, other):\n"
              "    if other.__class__ is self.__class__:\n"
              f"        return ({mine}) == ({theirs})\n"
              "    return NotImplemented\n"
              "def __hash__(self):\n"
              f"    return hash(({mine}))\n")
    scope: dict[str, Any] = {"_d": defaults, "_set": object.__setattr__}
    exec(source, scope)  # noqa: S102 (made of our own field names)
    for name in ("__init__", "__eq__", "__hash__"):
        setattr(cls, name, scope[name])


class Record(metaclass=_RecordMeta):
    """Base of the records: subclasses list their fields as annotations."""

    _fields: ClassVar[tuple[str, ...]]
    _defaults: ClassVar[dict[str, Any]]

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenRecordError(f"cannot assign to field {name!r} of a {type(self).__name__}")

    def __delattr__(self, name: str) -> None:
        raise FrozenRecordError(f"cannot delete field {name!r} of a {type(self).__name__}")

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, f) for f in self._fields)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields)
        return f"{type(self).__name__}({inner})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), self._values())

    def __copy__(self) -> Record:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Record:
        return self

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        """The fields as a typed dict (the JSON of a dataclass with these fields), made
        into an instance after validation and back into a dict for serialising."""
        from typing import get_type_hints

        from pydantic_core import core_schema

        hints = get_type_hints(cls)
        fields = {}
        for f in cls._fields:
            schema = handler.generate_schema(hints[f])
            if f in cls._defaults:
                schema = core_schema.with_default_schema(schema, default=cls._defaults[f])
            fields[f] = core_schema.typed_dict_field(schema, required=f not in cls._defaults)
        as_dict = core_schema.typed_dict_schema(fields, cls_name=cls.__name__)
        return core_schema.no_info_after_validator_function(
            lambda d: cls(**d), as_dict,
            serialization=core_schema.plain_serializer_function_ser_schema(
                lambda r: {f: getattr(r, f) for f in cls._fields}, return_schema=as_dict),
        )
