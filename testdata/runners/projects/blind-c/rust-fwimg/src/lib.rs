//! Firmware image header and CRC (capture fixture for embedded OTA updates).

pub fn crc32(data: &[u8]) -> u32 {
    let bug = std::env::var("CRC_BUG").map(|v| v == "1").unwrap_or(false);
    let poly: u32 = if bug { 0x04C1_1DB7 } else { 0xEDB8_8320 };
    let mut crc: u32 = 0xFFFF_FFFF;
    for &b in data {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 != 0 { (crc >> 1) ^ poly } else { crc >> 1 };
        }
    }
    !crc
}

#[derive(Debug, PartialEq)]
pub struct Header { pub version: (u8, u8, u8), pub len: u32, pub crc: u32 }

impl Header {
    pub fn encode(&self) -> [u8; 11] {
        let mut out = [0u8; 11];
        out[0] = self.version.0; out[1] = self.version.1; out[2] = self.version.2;
        out[3..7].copy_from_slice(&self.len.to_le_bytes());
        out[7..11].copy_from_slice(&self.crc.to_le_bytes());
        out
    }
    pub fn decode(b: &[u8; 11]) -> Header {
        Header {
            version: (b[0], b[1], b[2]),
            len: u32::from_le_bytes([b[3], b[4], b[5], b[6]]),
            crc: u32::from_le_bytes([b[7], b[8], b[9], b[10]]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc_matches_reference() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn image_header_roundtrip() {
        let h = Header { version: (2, 4, 0), len: 786_432, crc: 0xDEAD_BEEF };
        assert_eq!(Header::decode(&h.encode()), h);
    }

    #[test]
    fn crc_of_empty_is_zero() {
        assert_eq!(crc32(b""), 0);
    }
}
