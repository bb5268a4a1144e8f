pub fn crc8(data: &[u8]) -> u8 {
    let mut crc: u8 = 0;
    for b in data { crc ^= *b; }
    crc
}

pub fn parse_header(b: &[u8]) -> Option<(u8, u16)> {
    if b.len() < 3 { return None; }
    Some((b[0], u16::from_le_bytes([b[1], b[2]])))
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn parse_header_reads_version_and_len() { assert_eq!(parse_header(&[2, 0x10, 0x00]), Some((2, 16))); }
    #[test]
    fn parse_header_rejects_short() { assert_eq!(parse_header(&[2]), None); }
    #[test]
    fn firmware_crc_check_matches_vector() { assert_eq!(crc8(b"123456789"), 0xF4); }
}
