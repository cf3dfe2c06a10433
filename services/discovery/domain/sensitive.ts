import { speaksOfCrisis } from './crisis.ts';
import { anyMatches } from './regex-gate.ts';
import { stem } from './stem.ts';
import { inTheirOwnWords } from './their-words.ts';
import { words } from './text.ts';

/**
 * Queries that must not be answered by keyword: thoughts of suicide or self-harm, the loss of someone
 * to suicide, abuse or assault, wanting to hurt someone, anger at God. Each is routed to the topics a pastor would open
 * first, whatever other topics or Scripture words the query happens to share.
 */
export type Concern = 'crisis' | 'suicide-loss' | 'abuse' | 'harm-others' | 'anger-at-god';

/** The topics each concern leads with, best first. */
export const CONCERN_TOPICS: Record<Concern, readonly string[]> = {
  crisis: ['suicidal-thoughts', 'hopelessness'],
  'suicide-loss': ['suicide-loss', 'grief'],
  abuse: ['abuse-recovery', 'feeling-unsafe'],
  'harm-others': ['anger'],
  'anger-at-god': ['anger-at-god'],
};

const PATTERNS: Record<Exclude<Concern, 'crisis'>, RegExp[]> = {
  // Someone else's suicide ("my son killed himself"), not one's own thoughts of it.
  'suicide-loss': [
    /\b(?:my|our|his|her|their|a|he|she) (?:\w+ ){0,2}(?:killed (?:himself|herself|themselves)|took (?:his|her|their) (?:own )?life|committed suicide|died (?:by|of) suicide|ended (?:his|her|their) (?:own )?life)\b/,
    /\blost (?:my|our|a) (?:\w+ ){0,2}to suicide\b/,
    /\bsuicide loss\b/,
  ],
  abuse: [
    /\b(?:rape|raped|raping|rapist|molest\w*|incest|groomed|trafficked)\b/,
    /\bsexual(?:ly)? (?:assault\w*|abus\w*|harass\w*|violated|touched)\b/,
    /\b(?:assaulted|sexually)\b/,
    /\bdomestic (?:violence|abuse)\b/,
    /\band (?:hits|beats|chokes|punches|slaps|kicks) (?:me|us)\b/,
    /(?<!\b(?:drug|drugs|alcohol|substance|opioid|self) )\babus(?:e|ed|es|ive|er|ers|ing)\b/,
    /\b(?:he|she|they|husband|wife|boyfriend|girlfriend|partner|fiance|father|mother|dad|mom|mum|stepfather|stepmother|stepdad|stepmom|parent|parents|brother|sister|uncle|aunt|grandfather|grandmother|grandpa|grandma|boss|coach|teacher) (?:hits|hit|beats|beat|chokes|choked|punches|punched|slaps|slapped|kicks|kicked|strangled|throws things at) (?:me|us|my)\b(?! out\b)/,
  ],
  'harm-others': [
    /\b(?:want|wanna|wanted|going|gonna|urge|tempted|feel like|thinking about|think about) (?:to )?(?:hurt|kill|harm|hit|punch|beat|stab|shoot|strangle|attack) (?:someone|somebody|him|her|them|people|everyone|everybody|my (?!self\b)\w+|(?:a|the) (?!(?:wedding|video|photo|film|movie|scene|commercial|music|hoop|basket)\b)\w+)\b/,
  ],
  'anger-at-god': [
    /\b(?:angry|mad|furious|upset|bitter|pissed|enraged|frustrated|disappointed|resentful|raging|rage) (?:at|with|toward|towards|against) (?:god|the lord|lord|jesus|heaven)\b/,
    /\bi (?:hate|resent|blame|can not forgive) (?:god|the lord|jesus)\b/,
    /\bgod (?:abandoned|forsook|forsaken|forgot|betrayed|failed|ignores|ignored|left) me\b/,
    /\bwhy (?:has|have|did|does|would) god (?:abandon|forsake|forsaken|forget|ignore|leave)\b/,
    // "why did god let my mom die" is anger at God; "why does god allow suffering" is a question about him.
    /\bwhy (?:has|have|did|does|would) god (?:let|allow) (?:me|my|us|our|this happen to (?:me|us))\b/,
  ],
};

const OTHERS = ['suicide-loss', 'abuse', 'harm-others', 'anger-at-god'] as const;

/** Someone else in danger of ending their life or harming themselves ("my son said he wants to die"): the crisis line is for them too. */
const OTHERS_IN_CRISIS = [
  /\b(?:my|our|his|her|a) (?:\w+ ){0,2}(?:wants?|wanted|is trying|tried|is going|is thinking about|keeps talking about|talks about|threatens|threatened|is planning|plans|planned|(?:said|says|told me|told us|texted me|texted|posted) (?:that )?(?:he|she|they|hes|shes|theyre|he is|she is|they are) (?:wants?|is going|was going|going|plans|planning)) to (?:kill (?:himself|herself|themselves)|end (?:his|her|their) (?:own )?life|hurt (?:himself|herself|themselves)|overdose(?! on (?!(?:pills|his|her|their|meds|drugs|heroin|fentanyl)\b)))\b/,
  /\b(?:my|our) (?:best |little |big |older |younger |teenage )?(?:son|daughter|child|kid|teen|teenager|brother|sister|friend|husband|wife|boyfriend|girlfriend|partner|spouse|fiance|roommate|student|cousin) (?:\w+ ){0,2}(?:wants?|wanted|is trying|tried|keeps talking about|talks about|threatens|threatened|said (?:he|she|they) wants?|says (?:he|she|they) wants?) to die\b(?! (?:her|his|their|my) hair)/,
  /\b(?:my|our) (?:\w+ ){0,2}(?:is|has been|keeps|started) (?:cutting|self harming|harming|hurting) (?:himself|herself|themselves)\b(?! (?:playing|at|in|on(?! purpose)|during|while|when|lifting|running|skating|riding))/,
  // Talking of ending it, a goodbye then silence, standing on a bridge saying they will jump, saying all would be better off without them and having the means, a suicide note found.
  /\b(?:my|our) (?:\w+ ){0,5}(?:is|keeps|started|has been|been) (?:talking|thinking|posting|joking) about (?:ending it(?: all)?(?! (?:with|between)\b)|ending (?:his|her|their) (?:own )?life|killing (?:himself|herself|themselves)|suicide|taking (?:his|her|their) (?:own )?life)\b|\b(?:my|our) (?:\w+ ){0,2}(?:texted|sent|messaged|called) (?:me|us) (?:a )?goodbye\b(?!.*\b(?:flight|trip|plane|boarding|vacation|moving|camp|deployment)\b).*\b(?:will not|is not|isnt|does not|has not) (?:answer|answering|respond|responding|pick up|picking up)\b|\b(?:my|our) (?:\w+ ){0,2}is on (?:the|a) (?:bridge|roof|ledge|overpass)\b.*\b(?:says|said|threatens|threatening)\b.*\b(?:jump|shell jump|hell jump|theyll jump|will jump|is going to jump)\b(?! (?:in|into|on|over|rope|off the diving)\b)|\b(?:my|our) (?:\w+ ){0,2}(?:said|says|keeps saying|told (?:me|us))\b.*\bbetter off without (?:him|her|them)\b.*\b(?:he|she|they) (?:has|have|got|bought|owns|keeps) (?:a |his |her |their )?(?:gun|pistol|rifle|pills|rope)\b|\bfound (?:a |his |her |their )?(?:suicide|goodbye) (?:note|letter)\b(?!.*\b(?:after (?:he|she|they) (?:died|passed)|years ago|from \d{4}|novel|book|movie|show|film)\b)/,
];

const voices = Object.fromEntries(OTHERS.map((c) => [c, anyMatches(PATTERNS[c])])) as Record<keyof typeof PATTERNS, (text: string) => boolean>;
const othersInCrisis = anyMatches(OTHERS_IN_CRISIS);

/**
 * The concerns a query voices, most urgent first (empty for an ordinary query). The loss of someone
 * to suicide comes before the crisis its words also speak of: the grief is what was said.
 */
export const concernsOf = (query: string): Concern[] => {
  const text = words(query).join(' ');
  const others: Concern[] = OTHERS.filter((c) => voices[c](text));
  if (!speaksOfCrisis(query) && !othersInCrisis(text) && !inTheirOwnWords(query).some(speaksOfCrisis)) return others;
  return others[0] === 'suicide-loss' ? ['suicide-loss', 'crisis', ...others.slice(1)] : ['crisis', ...others];
};

/**
 * Words whose verses must never be handed out by keyword alone: violence, sexual content and death.
 * The full-text search, and the reasons and reflections it composes, leave them out.
 */
export const DENIED_WORDS = [
  'kill', 'killed', 'killing', 'kills', 'murder', 'murdered', 'slay', 'slain', 'slaughter', 'slaughtered', 'massacre',
  'die', 'died', 'dies', 'dying', 'dead', 'death', 'deaths', 'corpse', 'corpses', 'suicide', 'suicidal',
  'rape', 'raped', 'raping', 'rapist', 'ravish', 'ravished', 'molest', 'molested', 'sex', 'sexual', 'sexually', 'naked',
  'nude', 'porn', 'incest', 'whore', 'harlot', 'prostitute', 'breast', 'breasts',
  'abuse', 'abused', 'assault', 'assaulted', 'violence', 'violent', 'beat', 'beaten', 'hit', 'hits', 'stab', 'stabbed',
  'shoot', 'shot', 'gun', 'knife', 'cut', 'cutting', 'hang', 'hanged', 'hanging', 'poison', 'strangle', 'choke',
  'torture', 'tortured', 'behead', 'beheaded',
];
const DENIED_STEMS = new Set(DENIED_WORDS.map(stem));

/** Is this word, or the stem it stands for, one the full-text search must not build on? */
export const isDenied = (wordOrStem: string) => DENIED_STEMS.has(wordOrStem) || DENIED_STEMS.has(stem(wordOrStem));
