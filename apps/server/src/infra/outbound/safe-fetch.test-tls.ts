/**
 * A self-signed certificate for `shop.test` (valid 2020–2120) and its key, for the HTTPS tests of
 * safeFetch only: a local server presents it and the test client trusts it as its CA. Made with
 * `openssl ca -selfsign` (EC P-256, SAN DNS:shop.test). Never used outside tests.
 */
export const TEST_TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBcjCCARegAwIBAgIBATAKBggqhkjOPQQDAjAUMRIwEAYDVQQDDAlzaG9wLnRl
c3QwIBcNMjAwMTAxMDAwMDAwWhgPMjEyMDAxMDEwMDAwMDBaMBQxEjAQBgNVBAMM
CXNob3AudGVzdDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABKLb7lLHUuqsLBWs
+vnG8FM0IQ5vfNVQp1gJhtAyhXyKCH5rnnDzT0d8KdXhIGwELsFDZNmfX92sOyWD
LhMXvXCjWDBWMBQGA1UdEQQNMAuCCXNob3AudGVzdDAPBgNVHRMBAf8EBTADAQH/
MA4GA1UdDwEB/wQEAwIChDAdBgNVHQ4EFgQUvf9vgzoLwPQ/si4XV2gEzNQd5n8w
CgYIKoZIzj0EAwIDSQAwRgIhAPj95bxeRMQxBIIeJZ4Uu9FE5ObxVEZ3Aud2lhkk
9vouAiEAqZ1xA1UDrqDr7Yy7elfZGm+G0v5E5o7uhhhazVJRQmM=
-----END CERTIFICATE-----
`;

export const TEST_TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg/rgIlayBWwYEaM3W
wa7JEkYncjHUlJLMALI8y2MgzMahRANCAASi2+5Sx1LqrCwVrPr5xvBTNCEOb3zV
UKdYCYbQMoV8igh+a55w809HfCnV4SBsBC7BQ2TZn1/drDslgy4TF71w
-----END PRIVATE KEY-----
`;
