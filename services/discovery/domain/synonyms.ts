import { stem } from './stem.ts';

/**
 * Everyday words and the words the topic phrases and Scripture use for the same thing. Each line is
 * a group of words that stand for one another; a word may sit in several groups. Matching through a
 * synonym counts a little less than the word itself. Words only: a phrase such as "born again" or
 * "end times" belongs in a topic's phrases, since its words alone ("born", "time") mean other things.
 */
const GROUPS = `
anxious worry nervous stress stressed overwhelmed panic uneasy restless tense dread overthinking
fear afraid scared terrified frightened fright dread phobia
scary terrifying terror dreadful horror frightening fearful
sad sorrow unhappy down blue heartbroken tears crying cry weep mourn downcast
depressed depression hopeless despair darkness numb empty
grieve mourn loss bereavement funeral passed widow widower
die death dying passed funeral buried grave
lonely alone isolated forgotten abandoned unloved rejected
anger mad furious rage wrath resentment bitter bitterness irritated annoyed
betray betrayal backstab unfaithful cheated cheat affair deceived lied
forgive forgiveness pardon mercy grudge
guilt guilty shame ashamed regret remorse condemned
sin sinner temptation tempted addiction addicted lust porn
sick ill illness disease diagnosis diagnosed cancer hospital surgery operation chemo pain healing heal health
tired weary exhausted burnout worn drained fatigue rest
giveup quit
anymore longer
sleep insomnia awake night bed rest
strength strong weak weakness power endurance
courage brave bold boldness confidence
peace calm quiet stillness rest tranquility
hope hopeful future expectation
joy happy happiness glad rejoice delight cheerful
grateful gratitude thankful thanks thanksgiving blessed
trust faith believe belief rely confidence
doubt doubting unbelief skeptical
guidance direction decision decide choice confused path way plan purpose calling
wisdom wise understanding knowledge discernment insight
money finances financial debt bills broke poor poverty rent afford provision provide
job work career unemployed layoff boss employment coworker
boss manager supervisor coach
marriage married husband wife spouse wedding
child son daughter baby children kids parenting family
parent parenting mother father family
baby newborn infant twins
prison jail prisoner inmate incarcerated arrested sentenced convicted
refugee refugees asylum fled displaced migrant immigrant immigrants
gambling gamble lottery lotto powerball betting casino scratchers
cousin aunt uncle niece nephew relative
pet dog cat puppy kitten fish bird hamster rabbit parrot horse
grandchild grandchildren grandson granddaughter grandkids grandbaby
grandpa grandfather granddad grandad papaw pawpaw poppa gramps
grandma grandmother granny nana mamaw memaw meemaw grammy
friend friendship friends companion
love loved loving beloved affection compassion kindness
enemy enemies persecution hate hated bully bullied mistreated
patience patient wait waiting slow delay
pride proud humble humility arrogance ego
jealous jealousy envy envious covet
death heaven eternal afterlife paradise resurrection
rapture apocalypse armageddon tribulation
salvation saved save savior redemption gospel
pray prayer praying intercession
praise worship sing song music
shepherd sheep flock lamb pasture
light darkness lamp shine
bread hunger hungry food feed
water thirst thirsty river rivers stream streams
storm wind waves trouble trial trials suffering hardship struggle struggling
suffering pain hurt hurting affliction trial
war battle fight enemy conflict
mercy grace compassion kindness
creation nature creator earth heavens stars
protect protection safe safety refuge shelter fortress shield
comfort comforted console consolation solace
healing restore restoration renew recovery
purpose meaning calling destiny plan
new beginning fresh start newyear resolution
birthday born age years
christmas nativity manger bethlehem birth
easter resurrection risen tomb cross
thanksgiving thankful harvest
exam test school study student college
travel journey trip road
leader leadership lead authority
person people
accident crash wreck collision
sea ocean
`;

export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/** A map from a stem to the stems it can stand for (not itself). */
export const buildSynonyms = (groups: string = GROUPS): SynonymMap => {
  const map = new Map<string, Set<string>>();
  for (const line of groups.split('\n')) {
    const stems = [...new Set(line.trim().split(/\s+/).filter(Boolean).map((w) => stem(w)))];
    for (const s of stems) {
      const set = map.get(s) ?? new Set<string>();
      for (const other of stems) if (other !== s) set.add(other);
      map.set(s, set);
    }
  }
  return new Map([...map].map(([k, v]) => [k, [...v].sort()]));
};
