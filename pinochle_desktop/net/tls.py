"""TLS for a table: the host makes its own self-signed certificate; clients pin its SHA-256 fingerprint.

No certificate authority is involved: the fingerprint travels in the join line, so a client talks
only to the host that printed it, and the traffic is encrypted on any network.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import ssl
import tempfile
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID


class Identity:
    """The host's key and self-signed certificate (PEM), and the certificate's fingerprint."""

    def __init__(self, cert_pem: bytes, key_pem: bytes) -> None:
        self.cert_pem = cert_pem
        self.key_pem = key_pem
        der = x509.load_pem_x509_certificate(cert_pem).public_bytes(serialization.Encoding.DER)
        self.fingerprint = hashlib.sha256(der).hexdigest()
        self._server_context: ssl.SSLContext | None = None

    @classmethod
    def generate(cls) -> Identity:
        key = ec.generate_private_key(ec.SECP256R1())
        name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Pinochle Desktop table")])
        now = datetime.datetime.now(datetime.UTC)
        cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
                .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(days=1))
                .not_valid_after(now + datetime.timedelta(days=3650)).sign(key, hashes.SHA256()))
        key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                    serialization.NoEncryption())
        return cls(cert.public_bytes(serialization.Encoding.PEM), key_pem)

    @classmethod
    def load_or_create(cls, folder: Path) -> Identity:
        """The identity kept in ``folder`` (so a restarted host keeps its join line), made on first use."""
        cert_path, key_path = folder / "table-cert.pem", folder / "table-key.pem"
        if cert_path.exists() and key_path.exists():
            return cls(cert_path.read_bytes(), key_path.read_bytes())
        identity = cls.generate()
        folder.mkdir(parents=True, exist_ok=True)
        _write_private(key_path, identity.key_pem)
        _write_private(cert_path, identity.cert_pem)
        return identity

    def server_context(self) -> ssl.SSLContext:
        """One context per identity (tables of one host share it)."""
        if self._server_context is None:
            self._server_context = self._new_server_context()
        return self._server_context

    def _new_server_context(self) -> ssl.SSLContext:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        # ssl loads a certificate chain only from files: a private temporary folder, removed at once.
        with tempfile.TemporaryDirectory() as folder:
            cert, key = Path(folder) / "c.pem", Path(folder) / "k.pem"
            _write_private(cert, self.cert_pem)
            _write_private(key, self.key_pem)
            context.load_cert_chain(cert, key)
        return context


def _write_private(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as file:
        file.write(data)


def client_context() -> ssl.SSLContext:
    """Encryption without a certificate authority: the peer is checked by ``check_fingerprint`` instead."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


class FingerprintMismatch(ConnectionError):
    """The host's certificate is not the one named in the join line."""


def check_fingerprint(ssl_object: ssl.SSLObject | ssl.SSLSocket | None, expected: str) -> None:
    der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
    if not der or hashlib.sha256(der).hexdigest() != expected.lower():
        raise FingerprintMismatch("the host's certificate does not match the join line (a different host, or "
                                  "someone in between)")
